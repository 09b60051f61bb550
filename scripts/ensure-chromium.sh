#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# --reinstall: the package may be there with its binary gone; on a fresh machine it is a plain install.
$SUDO apt-get install -y -qq --reinstall chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
