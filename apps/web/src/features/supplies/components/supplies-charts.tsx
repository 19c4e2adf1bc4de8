import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MOVE_TYPE_LABELS, type MoveType } from '@intranet/shared/supplies/supplies.rules';
import type { DashboardResponse } from '@intranet/shared/supplies/supplies.schemas';

const HEIGHT = 280;
const SHOWN: { tipo: MoveType; color: string }[] = [
  { tipo: 'retirada', color: '#1677ff' },
  { tipo: 'instalacao', color: '#52c41a' },
  { tipo: 'recolhimento', color: '#fa8c16' },
  { tipo: 'devolucao', color: '#13c2c2' },
  { tipo: 'manutencao', color: '#faad14' },
  { tipo: 'reciclagem', color: '#cf1322' },
];

function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** Moves per month and kind over the last year (uPlot lines); the table beside the chart says the same. */
export function MovesChart({ rows }: { rows: DashboardResponse['movimentos_mes'] }) {
  const box = useRef<HTMLDivElement>(null);
  const months = useMemo(() => [...new Set(rows.map((r) => r.mes))].sort(), [rows]);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw() || !months.length) return;
    const data: uPlot.AlignedData = [
      months.map((_, i) => i),
      ...SHOWN.map((s) => months.map((m) => rows.find((r) => r.mes === m && r.tipo === s.tipo)?.unidades ?? 0)),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) ? (months[i]?.split('-').reverse().join('/') ?? '') : '')),
          },
          {},
        ],
        series: [
          { label: 'Mês' },
          ...SHOWN.map((s) => ({ label: MOVE_TYPE_LABELS[s.tipo], stroke: s.color, width: 2 })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows, months]);
  return <div ref={box} aria-hidden className="supplies-chart" />;
}
