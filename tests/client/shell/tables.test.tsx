import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pagination, Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { rangeText, usePagination } from '../../../client/src/shell/tables/pagination';
import { initShellI18n } from '../../support/staff-i18n';

const i18n = await initShellI18n();
const t = i18n.t;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

describe('rangeText', () => {
  it.each([
    [1, 10, 42, 'Página 1 de 5 - Mostrando 1 - 10 de 42'],
    [2, 10, 42, 'Página 2 de 5 - Mostrando 11 - 20 de 42'],
    [5, 10, 42, 'Página 5 de 5 - Mostrando 41 - 42 de 42'],
    [1, 25, 25, 'Página 1 de 1 - Mostrando 1 - 25 de 25'],
    [1, 10, 1, 'Página 1 de 1 - Mostrando 1 - 1 de 1'],
    // Past the last page it still names that page's range, as Material's paginator does.
    [7, 10, 42, 'Página 7 de 5 - Mostrando 61 - 70 de 42'],
  ])('page %i, %i per page, %i in all: %s', (page, size, total, text) => {
    expect(rangeText(page, size, total, t)).toBe(text);
  });

  it('says 0 de 0 when there is nothing to show', () => {
    expect(rangeText(1, 10, 0, t)).toBe('0 de 0');
    expect(rangeText(3, 0, 42, t)).toBe('0 de 0');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('en');
    expect(rangeText(1, 10, 42, i18n.t)).toBe('Page 1 of 5 - Showing 1 - 10 of 42');
    expect(rangeText(1, 10, 0, i18n.t)).toBe('0 of 0');
  });
});

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Agencia ${index + 1}` }));

function Agencies({ count }: { count: number }) {
  const pagination = usePagination();
  return (
    <Table
      rowKey="id"
      dataSource={rows(count)}
      columns={[{ title: 'Nombre', dataIndex: 'name' }]}
      pagination={pagination}
    />
  );
}

describe('usePagination', () => {
  it('gives an antd table the Spanish paginator labels and range', () => {
    render(<Agencies count={42} />);
    expect(screen.getByText('Página 1 de 5 - Mostrando 1 - 10 de 42')).toBeTruthy();
    expect(screen.getByTitle('Página siguiente')).toBeTruthy();
    expect(screen.getByTitle('Página anterior')).toBeTruthy();
    expect(screen.getByTitle('Primera página').closest('li')?.textContent).toBe(
      'Primera página, 1',
    );
    expect(screen.getByTitle('Última página').closest('li')?.textContent).toBe('Última página, 5');
    expect(screen.getAllByText('Resultados por página').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Resultados por página' })).toBeTruthy();
  });

  it('moves between pages', () => {
    render(<Agencies count={42} />);
    fireEvent.click(screen.getByTitle('Página siguiente'));
    expect(screen.getByText('Página 2 de 5 - Mostrando 11 - 20 de 42')).toBeTruthy();
    expect(screen.getByText('Agencia 11')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Última página'));
    expect(screen.getByText('Página 5 de 5 - Mostrando 41 - 42 de 42')).toBeTruthy();
  });

  it('shows 0 de 0 when a paginator has nothing to page', () => {
    function Empty() {
      const { position: _position, ...pagination } = usePagination();
      return <Pagination {...pagination} total={0} />;
    }
    render(<Empty />);
    expect(screen.getByText('0 de 0')).toBeTruthy();
  });
});
