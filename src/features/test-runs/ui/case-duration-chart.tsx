import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { truncate } from '../../../web/lib/format';
import { Card, CardHeader } from '../../../web/ui/card';

interface CaseRunTiming {
  id: string;
  title: string;
  durationMs: number | null;
  firstByteP50Ms: number | null;
  replyMaxMs: number | null;
}

/** Per-case conversation duration with the median first byte and slowest reply beside it. */
export function CaseDurationChart({ caseRuns }: { caseRuns: CaseRunTiming[] }) {
  const data = caseRuns
    .filter((c) => c.durationMs != null)
    .map((c) => ({
      name: truncate(c.title, 18),
      Duration: c.durationMs,
      'First byte p50': c.firstByteP50Ms == null ? null : Math.round(c.firstByteP50Ms),
      'Slowest reply': c.replyMaxMs == null ? null : Math.round(c.replyMaxMs),
    }));
  if (!data.length) return null;
  return (
    <Card>
      <CardHeader title="Timing per case" description="Milliseconds" />
      <div className="h-64 px-2 py-4">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="name" tick={{ fill: 'var(--muted-fg)', fontSize: 11 }} axisLine={false} tickLine={false} />
            <YAxis tick={{ fill: 'var(--muted-fg)', fontSize: 11 }} axisLine={false} tickLine={false} width={48} />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
              labelStyle={{ color: 'var(--fg)' }}
            />
            <Legend
              verticalAlign="top"
              align="right"
              height={28}
              iconType="circle"
              iconSize={8}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value: string) => <span style={{ color: 'var(--muted-fg)' }}>{value}</span>}
            />
            <Bar dataKey="Duration" fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            <Bar dataKey="First byte p50" fill="oklch(0.72 0.15 200)" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            <Bar dataKey="Slowest reply" fill="oklch(0.78 0.14 75)" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
