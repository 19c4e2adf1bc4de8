import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Whether this browser draws on a canvas (the test DOM does not). */
export function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

export type UplotChartProps = {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  /** The chart's height in pixels; its width follows its box (at least 280). */
  height: number;
  className?: string;
};

/**
 * A uPlot chart that follows its box's width, drawn again when its options or data change; hidden from
 * screen readers (the figures' table beside it says the same).
 */
export function UplotChart({ options, data, height, className }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot({ ...options, width: width(), height }, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} aria-hidden className={className} />;
}
