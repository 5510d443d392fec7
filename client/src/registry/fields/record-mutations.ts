/** An Apollo mutate function, as a registry's generated create and update hooks give it. */
type Mutate<Variables> = (options: { variables: Variables }) => Promise<unknown>;

/**
 * A registry's create and update mutations (the tuples of their generated hooks) as
 * useRecordForm calls them: a new record's input; an edited record's id and changed fields.
 */
export function recordMutations<CreateInput, UpdateInput>(
  [create]: readonly [Mutate<{ input: CreateInput }>, ...unknown[]],
  [update]: readonly [Mutate<{ id: string; input: UpdateInput }>, ...unknown[]],
) {
  return {
    create: (input: CreateInput) => create({ variables: { input } }),
    update: (id: string, input: UpdateInput) => update({ variables: { id, input } }),
  };
}
