/** Errors of the multipart parser on a body that is cut short, has no boundary or has one too long. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than \d+\.)$/;

/** Whether a failure is the multipart parser refusing the body of a multipart call (the caller's fault). */
export function isMalformedMultipart(contentType: string | undefined, error: { message?: unknown; statusCode?: unknown }): boolean {
  return /^multipart\//i.test(contentType ?? '') && error.statusCode === undefined && typeof error.message === 'string' && MALFORMED_MULTIPART.test(error.message);
}
