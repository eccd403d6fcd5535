import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTRPC, useTRPCClient } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Select } from '../../../web/ui/select';
import { TRANSFER_FORMATS, type TransferFormat } from '../transfer-schema';

const FORMAT_OPTIONS = TRANSFER_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }));

/** Export the listed agent's cases as a file, or import a file of cases into that agent. */
export function TransferButtons({ agentId }: { agentId?: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<TransferFormat>('json');
  const file = useRef<HTMLInputElement>(null);
  const importCases = useMutation(
    trpc.testCase.import.mutationOptions({
      onSuccess: async (r) => {
        if (r.errors.length) {
          const first = r.errors.slice(0, 3).map((e) => `Row ${e.row}: ${e.messages.join('; ')}`).join('\n');
          toast({ title: `Nothing imported: ${r.errors.length} row(s) need fixing`, description: first, variant: 'error' });
          return;
        }
        await queryClient.invalidateQueries({ queryKey: trpc.testCase.pathKey() });
        toast({ title: `Imported ${r.created} test case(s)`, variant: 'success' });
      },
      onError: (e) => toast({ title: 'Import failed', description: e.message, variant: 'error' }),
    }),
  );
  const download = async () => {
    const out = await client.testCase.export.query({ format, agentId });
    const url = URL.createObjectURL(new Blob([out.content], { type: out.mimeType }));
    const a = Object.assign(document.createElement('a'), { href: url, download: out.filename });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex items-center gap-2">
      <div className="w-24">
        <Select aria-label="File format" value={format} onChange={(e) => setFormat(e.target.value as TransferFormat)} options={FORMAT_OPTIONS} />
      </div>
      <Button variant="outline" size="sm" onClick={download}>
        <Download aria-hidden className="size-4" /> Export
      </Button>
      <Button variant="outline" size="sm" disabled={!agentId || importCases.isPending} title={agentId ? undefined : 'Choose an agent to import into'} onClick={() => file.current?.click()}>
        <Upload aria-hidden className="size-4" /> Import
      </Button>
      <input
        ref={file}
        type="file"
        hidden
        accept=".json,.yaml,.yml,.csv"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f || !agentId) return;
          const ext = f.name.split('.').pop()?.toLowerCase();
          const fmt: TransferFormat = ext === 'csv' ? 'csv' : ext === 'yaml' || ext === 'yml' ? 'yaml' : 'json';
          importCases.mutate({ format: fmt, content: await f.text(), agentId });
        }}
      />
    </div>
  );
}
