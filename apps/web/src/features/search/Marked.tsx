import type { Highlighted } from '@shop/contract';

/** Text with the words that matched a search marked. */
export function Marked({ runs }: { runs: Highlighted }) {
  return (
    <>
      {runs.map((run, index) =>
        run.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place
          <mark key={index} className="rounded-sm bg-primary/25 px-0.5 text-inherit">
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
