import { render, screen, within } from '@testing-library/react';

import { DataTable } from './data-table';
import { numberColumn, type Column } from './data-table-columns';

interface Row {
  id: string;
  name: string;
  count: number;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Nombre', rowHeader: true, cell: (r) => r.name },
  numberColumn('count', 'Mensajes', (n) => `${String(n)} msj.`),
  { id: 'note', header: 'Nota', wrap: true, title: (r) => `Nota de ${r.name}`, cell: () => '…' },
];

const rows: Row[] = [
  { id: 'a', name: 'Ana', count: 3 },
  { id: 'b', name: 'Beto', count: 12 },
];

function renderTable(data: Row[]) {
  return render(
    <DataTable
      label="Usuarios"
      columns={columns}
      rows={data}
      rowKey={(r) => r.id}
      rowTestId="user-row"
      empty={<p>No hay usuarios</p>}
    />,
  );
}

describe('DataTable', () => {
  it('is a table named by its label, inside a focusable region of the same name', () => {
    renderTable(rows);
    const table = screen.getByRole('table', { name: 'Usuarios' });
    const region = screen.getByRole('region', { name: 'Usuarios' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('renders one column header per column, with scope, on one line on phones', () => {
    renderTable(rows);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nombre', 'Mensajes', 'Nota']);
    for (const header of headers) {
      expect(header).toHaveAttribute('scope', 'col');
      expect(header).toHaveClass('whitespace-nowrap', 'sm:whitespace-normal');
    }
    expect(headers[1]).toHaveClass('text-right');
  });

  it('renders one row per item, its cells in column order, the row header as <th scope="row">', () => {
    renderTable(rows);
    const bodyRows = screen.getAllByTestId('user-row');
    expect(bodyRows).toHaveLength(2);
    const second = within(bodyRows[1]!);
    expect(second.getByRole('rowheader', { name: 'Beto' })).toHaveAttribute('scope', 'row');
    const cells = second.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['12 msj.', '…']);
    expect(cells[0]).toHaveClass('text-right', 'tabular-nums');
    expect(cells[1]).toHaveAttribute('title', 'Nota de Beto');
  });

  it('shows the empty state, and no table, when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('No hay usuarios')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
