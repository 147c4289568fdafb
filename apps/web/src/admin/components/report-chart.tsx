/**
 * A bar chart of a report (uPlot, drawn on a canvas). The canvas is one image for assistive
 * technology, labelled with what it shows; the table beside it carries the figures.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

const HEIGHT = 280;

function shorten(text: string): string {
  return text.length > 22 ? `${text.slice(0, 21)}…` : text;
}

export function ReportChart({
  labels,
  series,
  formatValue,
  label,
}: {
  labels: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const many = labels.length > 12;
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 2 });
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // Names and colours only: no cursor, so no values ("Value: --") to show.
        legend: { show: series.length > 1, live: false },
        cursor: { show: false },
        scales: { x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] } },
        axes: [
          {
            // Whole steps only: one tick (and grid line) per bar, or per 2, 5, 10 … bars.
            incrs: [1, 2, 5, 10, 20, 50, 100],
            space: many ? 36 : 24,
            rotate: labels.some((text) => text.length > 10) ? -30 : 0,
            size: labels.some((text) => text.length > 10) ? 90 : 40,
            values: (_, splits) =>
              splits.map((split) => (Number.isInteger(split) ? shorten(labels[split] ?? '') : '')),
          },
          { size: 90, values: (_, splits) => splits.map((value) => formatValue(value)) },
        ],
        series: [
          {},
          ...series.map((entry, index) => ({
            label: entry.label,
            fill: entry.color,
            stroke: entry.color,
            width: 0,
            paths: bars,
            points: { show: false },
            // Two series side by side: each a little narrower and shifted.
            ...(series.length > 1 && uPlot.paths.bars
              ? {
                  paths: uPlot.paths.bars({
                    size: [0.35, 24],
                    align: index === 0 ? -1 : 1,
                    gap: 1,
                  }),
                }
              : {}),
          })),
        ],
      },
      [labels.map((_, index) => index), ...series.map((entry) => entry.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, formatValue]);
  return <div ref={box} className="report-chart" role="img" aria-label={label} />;
}
