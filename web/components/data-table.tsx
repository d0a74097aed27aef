import { Button, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { ApiError, apiMessages } from '#web/lib/api-client.ts';
import { nextSort, type SortState } from './data/table-sort.ts';
import type { TableState } from './data/table-state.ts';
import { LOAD_FAILED_MESSAGE } from './load-error.ts';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers read best aligned to the end */
  align?: 'start' | 'end';
  /** the field the server sorts this column by; absent: the column does not sort */
  sortField?: string;
}

export interface DataTableProps<T> extends TableState {
  /** names the table for screen readers; shown only to them */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** docs/product.md#the-staff-pages-frame: 'Nothing to display' */
  emptyText?: string;
  /** extra rows (an inline "add" row, say) after the data */
  footerRows?: ReactNode;
  /** a row rendered instead of the default one (inline editing) */
  renderRow?: (row: T, cells: ReactNode) => ReactNode;
  /** the current sort and what to do when a sortable header is pressed */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
}

function ariaSort(sort: SortState | null | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** The sort arrow: up, down, or both in a muted colour when the column is not the sort (aria-sort says it in words). */
function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  return (
    <chakra.svg viewBox="0 0 10 14" width="0.6em" height="0.85em" aria-hidden="true" focusable="false" color={state === 'none' ? 'fg.subtle' : 'fg'} flexShrink={0}>
      {state !== 'descending' && <path d="M5 0 L10 6 H0 Z" fill="currentColor" />}
      {state !== 'ascending' && <path d="M5 14 L10 8 H0 Z" fill="currentColor" />}
    </chakra.svg>
  );
}

function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : LOAD_FAILED_MESSAGE;
}

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span} textAlign="center" py="6">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * A plain, accessible data table: a caption, header cells (sortable ones are buttons with aria-sort), and one of
 * four states in the body: loading, failed with Retry, empty ('Nothing to display'), or the rows. A failure never
 * reads as an empty list. The table scrolls sideways inside its own region, so a narrow screen never makes the page
 * itself overflow and no column is clipped.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, loading, error, onRetry, paused, sort, onSortChange, emptyText = 'Nothing to display' } = props;
  const failed = error !== undefined && !loading;
  const count = rows?.length ?? 0;
  const empty = !loading && !failed && !paused && count === 0 && !props.footerRows;
  return (
    // Chakra's scroll area keeps every cell on one line, which pushes the last columns out of view on a
    // desktop; there cells wrap at word boundaries, and only a table that still does not fit scrolls. On a phone
    // rows stay on one line and the table scrolls sideways in its own region (wrapping there makes columns one word wide).
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="100%" tabIndex={0} role="region" aria-label={caption} whiteSpace={{ base: 'nowrap', md: 'normal' }}>
      <Table.Root recipe={tableSlotRecipe} size="sm" striped aria-busy={loading || undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => {
              const sortable = c.sortField !== undefined && onSortChange !== undefined;
              return (
                <Table.ColumnHeader
                  key={c.key}
                  scope="col"
                  textAlign={c.align ?? 'start'}
                  whiteSpace="nowrap"
                  aria-sort={sortable ? ariaSort(sort, c.sortField!) : undefined}
                  px={sortable ? '1' : undefined}
                >
                  {sortable ? (
                    <Button variant="ghost" size="xs" fontSize="inherit" fontWeight="inherit" px="2" onClick={() => onSortChange(nextSort(sort ?? null, c.sortField!))}>
                      {c.header}
                      <SortIcon state={ariaSort(sort, c.sortField!)} />
                    </Button>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {failed ? (
            <MessageRow span={columns.length}>
              <Stack align="center" gap="2" role="alert">
                <Text fontWeight="semibold">This list could not be loaded.</Text>
                <Text color="fg.muted">{failureText(error)}</Text>
                {onRetry && (
                  <Button size="sm" variant="outline" onClick={onRetry}>
                    Retry
                  </Button>
                )}
              </Stack>
            </MessageRow>
          ) : (
            <>
              {paused && count === 0 && <MessageRow span={columns.length}><Text color="fg.muted">{apiMessages.offline}</Text></MessageRow>}
              {loading && !paused && count === 0 && (
                <MessageRow span={columns.length}>
                  <Spinner size="sm" me="2" aria-hidden="true" />
                  <Text as="span">Loading…</Text>
                </MessageRow>
              )}
              {empty && (
                <MessageRow span={columns.length}>
                  <Text color="fg.muted">{emptyText}</Text>
                </MessageRow>
              )}
              {rows?.map((row) => {
                const cells = columns.map((c) => (
                  // Text wraps on a desktop (long names take two lines) so every column the page must show stays in view at 1280 px;
                  // figures (end-aligned) stay on one line: '2,358 (98.25 %)' never breaks before its '%)'.
                  <Table.Cell key={c.key} textAlign={c.align ?? 'start'} whiteSpace={c.align === 'end' ? 'nowrap' : undefined}
                    overflowWrap={{ md: 'anywhere' }} minW={c.align === 'end' ? undefined : { md: '6rem' }}>
                    {c.cell(row)}
                  </Table.Cell>
                ));
                return props.renderRow ? props.renderRow(row, cells) : <Table.Row key={rowKey(row)}>{cells}</Table.Row>;
              })}
            </>
          )}
          {props.footerRows}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
