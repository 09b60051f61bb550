import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { connectivity } from "../../lib/connectivity";
import { fieldErrors } from "../../lib/formErrors";
import { ApiError } from "../../lib/http";
import { submitChange } from "../../lib/outbox/submit";
import { useProofOfWork, withProof } from "../../lib/proofOfWork";

export interface Submitted {
  reference: string;
  kind: string;
  status: string;
  created_at: number;
}

export type SendState =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "done"; reply: Submitted; name: string; mobile: string }
  /** No connection: kept in the outbox and sent when the connection is back (the reference comes by SMS). */
  | { kind: "queued"; mobile: string };

const DRAFT_PREFIX = "medhavi-application-draft:";

/** A fresh idempotency key: the same one goes with every retry of one submission. */
export function newFormKey(): string {
  const c = globalThis.crypto;
  if (c && "randomUUID" in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function readDraft(name: string): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_PREFIX + name);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function writeDraft(name: string, values: Record<string, string> | null) {
  try {
    if (values) window.sessionStorage.setItem(DRAFT_PREFIX + name, JSON.stringify(values));
    else window.sessionStorage.removeItem(DRAFT_PREFIX + name);
  } catch {
    // Private modes may refuse sessionStorage: the form still works, only the draft is not kept.
  }
}

/**
 * One public application form: values kept as a draft in sessionStorage (a reload, a failed send or a
 * dropped connection loses nothing), checked with the shared schema (errors shown after the first
 * submit, then live), sent with an idempotency key that stays the same across retries, and the server's
 * per-field errors shown under their fields.
 */
export function useApplicationForm<V extends Record<string, string>>(opts: {
  name: string;
  endpoint: string;
  schema: z.ZodType;
  initial: V;
  /** Values the signed-in student already has (name, email, mobile): used where the draft has none. */
  prefill?: Partial<V>;
  toPayload: (values: V) => Record<string, unknown>;
}) {
  const { name, endpoint, schema, toPayload } = opts;
  // Solving starts when the visitor first focuses the form (`warm`); sending waits for it.
  const proof = useProofOfWork();
  const [values, setValues] = useState<V & { idempotency_key: string }>(() => {
    const draft = readDraft(name);
    const base = { ...opts.initial, idempotency_key: newFormKey() };
    for (const [k, v] of Object.entries(opts.prefill ?? {})) if (v) (base as Record<string, string>)[k] = v;
    return { ...base, ...(draft ?? {}) } as V & { idempotency_key: string };
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SendState>({ kind: "editing" });
  const prefilled = useRef(false);
  /** The last send failed because the server could not be reached. */
  const networkFailure = useRef(false);

  // A student who logs in while the form is open gets their details in the fields still empty.
  useEffect(() => {
    if (prefilled.current || !opts.prefill) return;
    const entries = Object.entries(opts.prefill).filter(([, v]) => v);
    if (entries.length === 0) return;
    prefilled.current = true;
    setValues((current) => {
      const next = { ...current } as Record<string, string>;
      for (const [k, v] of entries) if (!next[k]) next[k] = v as string;
      return next as V & { idempotency_key: string };
    });
  }, [opts.prefill]);

  useEffect(() => {
    if (state.kind !== "done" && state.kind !== "queued") writeDraft(name, values);
  }, [name, values, state.kind]);

  const payload = useCallback(
    () => ({ ...toPayload(values), idempotency_key: values.idempotency_key }),
    [toPayload, values],
  );
  const clientErrors = useMemo(
    () => (submitted ? fieldErrors(schema, payload()) : {}),
    [submitted, schema, payload],
  );
  const errors: Record<string, string> = { ...clientErrors, ...serverErrors };

  const setValue = useCallback((field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const send = useCallback(async () => {
    setSubmitted(true);
    const body = payload();
    if (Object.keys(fieldErrors(schema, body)).length > 0) return;
    setState({ kind: "sending" });
    const submit = (headers: Record<string, string>) =>
      submitChange<Submitted>({
        method: "POST",
        path: endpoint,
        body,
        label: "Your application form",
        silent: true,
        headers,
      });
    try {
      const sent = await withProof(proof, submit).catch((error: unknown) => {
        // No connection for the challenge: the form waits in the outbox, which solves one when it goes.
        if (error instanceof ApiError && error.status === 0) return submit({});
        throw error;
      });
      writeDraft(name, null);
      setState(
        sent.queued
          ? { kind: "queued", mobile: values.mobile ?? "" }
          : { kind: "done", reply: sent.data, name: values.name ?? "", mobile: values.mobile ?? "" },
      );
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null) : null;
      if (data?.errors) {
        proof.warm();
        setServerErrors(data.errors);
        setState({ kind: "editing" });
        return;
      }
      proof.warm(); // ready for the next try
      networkFailure.current = error instanceof ApiError && error.status === 0;
      const message =
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : "We could not send your form. Everything you typed is kept: it goes as soon as the connection is back, or try again now.";
      setState({ kind: "failed", message });
    }
  }, [payload, schema, endpoint, name, values.name, values.mobile, proof]);

  // A send that failed for want of a connection goes again by itself once the connection is back.
  const latest = useRef({ send, state });
  latest.current = { send, state };
  useEffect(() => {
    let wasOnline = connectivity.getState().online;
    return connectivity.subscribe(() => {
      const online = connectivity.getState().online;
      const cameBack = online && !wasOnline;
      wasOnline = online;
      if (cameBack && networkFailure.current && latest.current.state.kind === "failed") {
        networkFailure.current = false;
        void latest.current.send();
      }
    });
  }, []);

  /** Starts a new, empty form (after a confirmation). */
  const startOver = useCallback(() => {
    writeDraft(name, null);
    const base = { ...opts.initial, idempotency_key: newFormKey() } as Record<string, string>;
    for (const [k, v] of Object.entries(opts.prefill ?? {})) if (v) base[k] = v as string;
    setValues(base as V & { idempotency_key: string });
    setSubmitted(false);
    setServerErrors({});
    setState({ kind: "editing" });
  }, [name, opts.initial, opts.prefill]);

  return { values, setValue, errors, state, send, startOver, warm: () => proof.warm() };
}
