import { Progress } from 'antd';
import { formatPercent } from '@intranet/shared/format/percent';
import { progressTone, type ProgressTone } from '@intranet/shared/onboarding/onboarding.rules';

/**
 * Colours of the progress rule: 80–100 positive, 60–79 warning, below 60 negative. Dark enough for
 * the percent written in them to read at 4.5:1 on white.
 */
export const TONE_COLORS = {
  positive: '#237804',
  warning: '#ad4e00',
  negative: '#cf1322',
} as const satisfies Record<ProgressTone, string>;

/** A rounded percent coloured by the progress rule; as a bar, named by `label` for screen readers. */
export function ProgressPercent({ value, bar = false, label }: { value: number; bar?: boolean; label?: string }) {
  const percent = Math.round(value);
  const tone = progressTone(percent);
  if (bar) {
    return (
      <Progress
        aria-label={label ?? 'Progresso'}
        percent={percent}
        strokeColor={TONE_COLORS[tone]}
        format={(p) => (
          <span style={{ color: TONE_COLORS[tone] }} data-tone={tone}>
            {formatPercent(p ?? 0)}
          </span>
        )}
        size="small"
      />
    );
  }
  return (
    <span
      className={`progress-percent progress-percent--${tone}`}
      data-tone={tone}
      style={{ color: TONE_COLORS[tone], fontWeight: 600 }}
    >
      {formatPercent(percent)}
    </span>
  );
}
