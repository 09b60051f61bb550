import { type ApiEnvelope, isSuccess } from "@medhavi/domain";
import { API_BASE, ApiError, replyRequestId, retryAfterMs, withReference } from "./http";
import { secureStorage } from "./secureStorage";

export interface UploadOptions {
  method?: "PUT" | "POST";
  /** Called with 0..1 as the browser sends the body. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart field "file" with the staff token and resolves to the envelope's data.
 * XMLHttpRequest, not fetch: only XHR reports upload progress, which a 1 GB lecture needs on screen.
 */
export function uploadWithProgress<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "PUT", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    const token = secureStorage.getItem<{ token?: unknown }>("admin-info")?.token;
    if (typeof token === "string" && token !== "") xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: ApiEnvelope | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as ApiEnvelope;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload && isSuccess(payload)) {
        resolve(payload.data as T);
        return;
      }
      const message =
        payload && typeof payload.message === "string" && payload.message !== ""
          ? payload.message
          : `The upload failed (HTTP ${xhr.status}).`;
      const requestId = replyRequestId(xhr.getResponseHeader("x-request-id"), payload);
      reject(
        new ApiError(
          withReference(message, xhr.status, requestId),
          xhr.status,
          payload?.data ?? null,
          retryAfterMs(xhr.getResponseHeader("retry-after")),
          requestId,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError("The server could not be reached.", 0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
