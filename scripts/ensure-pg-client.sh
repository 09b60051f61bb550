#!/usr/bin/env bash
# Backups of PostgreSQL use pg_dump/pg_restore from Debian's postgresql-client. Installs it when missing.
set -euo pipefail
if command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v psql >/dev/null; then exit 0; fi
echo "Installing Debian's postgresql-client for pg_dump and pg_restore..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq postgresql-client >/dev/null
pg_dump --version
