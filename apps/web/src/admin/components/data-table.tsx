import { flexRender, type Table } from '@tanstack/react-table';
import { ScrollRegion } from './scroll-region';

/**
 * The rows of a table whose data has not arrived: one array for every render. With a new `[]` on each
 * render TanStack recomputes its row model and queues a page-index reset, whose state change renders
 * again, in a loop that can keep the data's request from starting.
 */
export const NO_ROWS: never[] = [];

/**
 * A TanStack table drawn as an accessible HTML table (hidden caption, column headers) that scrolls
 * sideways on a narrow screen (`ScrollRegion`). `busy`: the rows shown are the last ones while newer ones load.
 */
export function DataTable<Row>({
  table,
  caption,
  busy = false,
}: {
  table: Table<Row>;
  caption: string;
  busy?: boolean;
}) {
  return (
    <ScrollRegion label={caption}>
      <table aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
