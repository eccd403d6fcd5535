import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBoot } from '../../../web/lib/boot';
import { clearFormBackup, formErrorMessage, readFormBackup, saveFormBackup } from '../../../web/lib/form-backup';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { Select } from '../../../web/ui/select';
import { SUPPORTED_TIME_ZONES, ZUpdateProfile } from '../schema';

const FORM = 'profile';
const ZONE_OPTIONS = SUPPORTED_TIME_ZONES.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));

/** /settings/profile: the name others see and the time zone dates are shown in. */
export function ProfilePage() {
  const boot = useBoot();
  const user = boot.data!;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const nameId = useId();
  const zoneId = useId();
  const [name, setName] = useState(user.name);
  const [timezone, setTimezone] = useState(user.timezone ?? 'UTC');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [backup, setBackup] = useState(() => readFormBackup<{ name: string; timezone: string }>(FORM));
  const save = useMutation(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.user.get.queryKey() });
        clearFormBackup(FORM);
        setBackup(null);
        toast({ title: 'Profile saved', variant: 'success' });
      },
      // What was typed survives a failed save, even across a reload.
      onError: () => setBackup(saveFormBackup(FORM, { name, timezone }) ? readFormBackup(FORM) : null),
    }),
  );

  return (
    <div className="max-w-2xl">
      <PageHeader title="Profile" description={user.email} />
      {backup && !save.isPending && (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
          <span className="min-w-0 flex-1 text-fg">{formErrorMessage('profile', true)}</span>
          <Button size="sm" variant="outline" onClick={() => (setName(backup.values.name), setTimezone(backup.values.timezone), setBackup(null))}>
            Restore
          </Button>
          <Button size="sm" variant="ghost" onClick={() => (clearFormBackup(FORM), setBackup(null))}>
            Discard
          </Button>
        </div>
      )}
      <Card>
        <CardHeader title="Your details" />
        <CardBody>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = ZUpdateProfile.safeParse({ name, timezone });
              if (!parsed.success) {
                setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
                return;
              }
              setErrors({});
              save.mutate(parsed.data);
            }}
          >
            <Field label="Name" htmlFor={nameId} error={errors.name}>
              <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} autoComplete="name" />
            </Field>
            <Field label="Time zone" htmlFor={zoneId} error={errors.timezone} hint="Dates and times are shown in this zone.">
              <Select id={zoneId} value={timezone} onChange={(e) => setTimezone(e.target.value)} options={ZONE_OPTIONS} />
            </Field>
            <div className="flex justify-end">
              <Button type="submit" loading={save.isPending}>
                Save profile
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </div>
  );
}
