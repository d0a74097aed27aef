import { Spinner, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers read best aligned to the end */
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** names the table for screen readers; shown only to them */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  /** spec §2: 'Nothing to display' */
  emptyText?: string;
  /** extra rows (an inline "add" row, say) after the data */
  footerRows?: ReactNode;
  /** a row rendered instead of the default one (inline editing) */
  renderRow?: (row: T, cells: ReactNode) => ReactNode;
}

/** A plain, accessible data table: header cells, a caption, a busy state and the empty message. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, loading, emptyText = 'Nothing to display' } = props;
  const empty = !loading && (rows?.length ?? 0) === 0 && !props.footerRows;
  return (
    // Chakra's scroll area keeps every cell on one line, which pushes the last columns out of view on a
    // desktop; there cells wrap at word boundaries, and only a table that still does not fit scrolls. On a phone
    // rows stay on one line and the table scrolls sideways in its box (wrapping there makes columns one word wide).
    <Table.ScrollArea borderWidth="1px" borderRadius="md" whiteSpace={{ base: 'nowrap', md: 'normal' }}>
      <Table.Root recipe={tableSlotRecipe} size="sm" striped aria-busy={loading || undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} scope="col" textAlign={c.align ?? 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && (rows?.length ?? 0) === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="6">
                <Spinner size="sm" me="2" aria-hidden="true" />
                <Text as="span">Loading…</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {empty && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="6" color="fg.muted">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          )}
          {rows?.map((row) => {
            const cells = columns.map((c) => (
              // Figures (end-aligned) stay on one line: '2,358 (98.25 %)' never breaks before its '%)'.
              <Table.Cell key={c.key} textAlign={c.align ?? 'start'} whiteSpace={c.align === 'end' ? 'nowrap' : undefined}>
                {c.cell(row)}
              </Table.Cell>
            ));
            return props.renderRow ? props.renderRow(row, cells) : <Table.Row key={rowKey(row)}>{cells}</Table.Row>;
          })}
          {props.footerRows}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
