import { ApolloLink } from "@apollo/client";

/**
 * The bytes of a request's body sent so far, and its size: an operation's context carries it as
 * `onUploadProgress` (`useSaveForm().save(variables, { onUploadProgress })`) and the upload link
 * reports to it while a file goes up (the upload popups' progress bars).
 */
export type UploadProgress = (loaded: number, total: number) => void;

type ProgressInit = RequestInit & { onUploadProgress?: UploadProgress };

/** Moves the context's `onUploadProgress` into the fetch options, where the upload link's fetch sees it */
export const uploadProgressLink = new ApolloLink((operation, forward) => {
  const onUploadProgress = operation.getContext().onUploadProgress as UploadProgress | undefined;
  if (typeof onUploadProgress === "function")
    operation.setContext((prev: { fetchOptions?: Record<string, unknown> }) => ({ fetchOptions: { ...prev.fetchOptions, onUploadProgress } }));
  return forward(operation);
});

function headersOf(init: RequestInit): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  new Headers(init.headers).forEach((value, name) => out.push([name, value]));
  return out;
}

/** The answer of an XMLHttpRequest as fetch would give it */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers });
}

/**
 * fetch, but a request that asks for its upload progress and sends a multipart form (a file) goes
 * through XMLHttpRequest, the one browser API that reports the bytes sent; everything else, and
 * every request where there is no XMLHttpRequest, is an ordinary fetch.
 */
export function progressFetch(input: RequestInfo | URL, init: ProgressInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || !(rest.body instanceof FormData) || typeof XMLHttpRequest === "undefined") return fetch(input, rest);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? "POST", String(input));
    for (const [name, value] of headersOf(rest)) xhr.setRequestHeader(name, value);
    if (rest.credentials === "include") xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => resolve(responseOf(xhr));
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.ontimeout = () => reject(new TypeError("Failed to fetch"));
    const abort = () => {
      xhr.abort();
      reject(new DOMException("The upload was cancelled", "AbortError"));
    };
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (rest.signal) {
      if (rest.signal.aborted) return abort();
      rest.signal.addEventListener("abort", abort, { once: true });
    }
    xhr.send(rest.body as FormData);
  });
}
