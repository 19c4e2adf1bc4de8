import type { FaqHighlight } from '@intranet/shared/faq/faq.schemas';

/** A text whose matched words are marked: each run is rendered as text, never as HTML. */
export function Highlighted({ runs, fallback }: { runs: FaqHighlight | undefined; fallback: string }) {
  if (!runs) return <>{fallback}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.marcado ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never reorder
          <mark key={i} className="faq-mark">
            {run.texto}
          </mark>
        ) : (
          run.texto
        ),
      )}
    </>
  );
}
