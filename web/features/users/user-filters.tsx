import { Button, HStack, Input, NativeSelect, Stack, Wrap, chakra } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ROLE_LABELS } from './user-format.ts';

export interface UserFilterValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
  lastLogin?: string;
}

type Key = keyof UserFilterValues;
const CHIPS: { key: Key; label: string }[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'lastLogin', label: 'Last Login' },
];

/** The filter chips of User Management: a chip opens its field; Search applies, Reset clears. */
export function UserFilters({ applied, onApply }: { applied: UserFilterValues; onApply: (filters: UserFilterValues) => void }) {
  const [draft, setDraft] = useState<UserFilterValues>(applied);
  const [open, setOpen] = useState<Set<Key>>(() => new Set(CHIPS.filter((c) => applied[c.key]).map((c) => c.key)));
  useEffect(() => setDraft(applied), [applied]);

  const toggle = (key: Key) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) {
        next.delete(key);
        setDraft((d) => ({ ...d, [key]: undefined }));
      } else next.add(key);
      return next;
    });
  };

  function search(event: FormEvent) {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([k, v]) => open.has(k as Key) && v)) as UserFilterValues);
  }

  return (
    <chakra.form onSubmit={search} aria-label="Filter users" mb="4">
      <Stack gap="3">
        <Wrap role="group" aria-label="Filters">
          {CHIPS.map((chip) => (
            <Button key={chip.key} type="button" size="sm" borderRadius="full" variant={open.has(chip.key) ? 'solid' : 'outline'} aria-pressed={open.has(chip.key)} onClick={() => toggle(chip.key)}>
              {chip.label}
            </Button>
          ))}
        </Wrap>
        <Wrap gap="3">
          {CHIPS.filter((c) => open.has(c.key)).map((chip) => (
            <chakra.label key={chip.key} display="flex" flexDirection="column" fontSize="sm" fontWeight="medium" gap="1">
              {chip.label}
              {chip.key === 'role' ? (
                <NativeSelect.Root size="sm" width="44">
                  <NativeSelect.Field value={draft.role ?? ''} onChange={(e) => setDraft((d) => ({ ...d, role: e.target.value }))}>
                    <option value="">Any role</option>
                    {Object.entries(ROLE_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  size="sm"
                  width="56"
                  type={chip.key === 'lastLogin' ? 'date' : 'text'}
                  value={draft[chip.key] ?? ''}
                  onChange={(e) => setDraft((d) => ({ ...d, [chip.key]: e.target.value }))}
                />
              )}
            </chakra.label>
          ))}
        </Wrap>
        <HStack>
          <Button type="button" size="sm" variant="outline" onClick={() => { setDraft({}); setOpen(new Set()); onApply({}); }}>
            Reset
          </Button>
          <Button type="submit" size="sm">
            Search
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
