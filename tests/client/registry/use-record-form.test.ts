import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRecordForm } from '../../../client/src/registry/useRecordForm';

interface Values {
  name: string;
  phone: string | null;
}
const record = { id: 'g-1', name: 'Rosa Quispe', phone: '984111222' };

function form(editing: typeof record | null) {
  const create = vi.fn(async (_input: Values) => undefined);
  const update = vi.fn(async (_id: string, _input: Partial<Values>) => undefined);
  const { result } = renderHook(() =>
    useRecordForm(editing, {
      valuesOf: ({ name, phone }): Values => ({ name, phone }),
      empty: { phone: null },
      createInputOf: (values: Values) => values,
      updateInputOf: (initial: Values, values: Values) =>
        Object.fromEntries(
          Object.entries(values).filter(([key, value]) => initial[key as keyof Values] !== value),
        ),
      create,
      update,
    }),
  );
  return { ...result.current, create, update };
}

describe('a registry record form', () => {
  it('starts a new record empty and creates it whole', async () => {
    const { initial, submit, create, update } = form(null);
    expect(initial).toEqual({ phone: null });
    await submit({ name: 'Ana Ccori', phone: null });
    expect(create).toHaveBeenCalledWith({ name: 'Ana Ccori', phone: null });
    expect(update).not.toHaveBeenCalled();
  });

  it("starts from the record's values and sends only what changed, or nothing", async () => {
    const { initial, submit, create, update } = form(record);
    expect(initial).toEqual({ name: 'Rosa Quispe', phone: '984111222' });
    await submit({ name: 'Rosa Quispe', phone: '984111222' });
    expect(update).not.toHaveBeenCalled();
    await submit({ name: 'Rosa Quispe', phone: null });
    expect(update).toHaveBeenCalledWith('g-1', { phone: null });
    expect(create).not.toHaveBeenCalled();
  });
});
