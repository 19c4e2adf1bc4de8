const RELOADED_AT = 'intranet.reloadedForNewBuild';

/** A failure to fetch a chunk or stylesheet of the build the open tab was loaded with. */
export function isStaleBuildError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    text,
  );
}

/** Reloads the page to the new build, at most once a minute, so a truly missing file cannot loop. */
export function reloadOnceForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}
