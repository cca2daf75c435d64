import { ComponentType, type APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';

type Node = Record<string, unknown>;

/**
 * The `data.components` of a modal submit: the modal's layout (action rows or labels)
 * with each text input carrying the value the user typed.
 */
export function modalSubmitComponents(
  modal: APIModalInteractionResponseCallbackData,
  values: Record<string, string>,
): Node[] {
  const used = new Set<string>();
  const fill = (input: Node): Node => {
    const id = String(input.custom_id);
    const value = values[id] ?? '';
    if (input.type === ComponentType.TextInput) checkInput(input, value);
    used.add(id);
    return { type: input.type, ...(input.id ? { id: input.id } : {}), custom_id: id, value };
  };
  const submitted = (modal.components as unknown as Node[]).map((row): Node => {
    if (Array.isArray(row.components))
      return { type: row.type, components: (row.components as Node[]).map(fill) };
    if (row.component)
      return { type: row.type, ...(row.id ? { id: row.id } : {}), component: fill(row.component as Node) };
    return { type: row.type };
  });
  const unknown = Object.keys(values).filter((id) => !used.has(id));
  if (unknown.length) throw new Error(`local-discord: modal has no input ${unknown.join(', ')}`);
  return submitted;
}

// Discord's client will not submit a modal that breaks its inputs' own rules.
function checkInput(input: Node, value: string): void {
  const min = Number(input.min_length ?? 0);
  const max = Number(input.max_length ?? 4000);
  if ((input.required ?? true) && value.length === 0) {
    throw new Error(`local-discord: modal input "${String(input.custom_id)}" is required`);
  }
  if (value.length > 0 && (value.length < min || value.length > max)) {
    throw new Error(`local-discord: modal input "${String(input.custom_id)}" takes ${min}–${max} characters`);
  }
}
