import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { MessageRecord } from '../state/records';

export interface FoundComponent {
  type: number;
  custom_id?: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  options?: { label: string; value: string }[];
  min_values?: number;
  max_values?: number;
}

/** Every interactive component of a message, however deeply laid out. */
export function allComponents(message: MessageRecord): FoundComponent[] {
  const found: FoundComponent[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node.type !== ComponentType.ActionRow) found.push(node as unknown as FoundComponent);
    for (const key of ['components', 'accessory', 'component']) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach((child) => walk(child as Record<string, unknown>));
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  (message.data.components ?? []).forEach((c) => walk(c as unknown as Record<string, unknown>));
  return found;
}

/** The button a person would press by its label (or custom id), refusing what Discord would. */
export function findButton(
  message: MessageRecord,
  labelOrId: string,
): FoundComponent & { custom_id: string } {
  const buttons = allComponents(message).filter((c) => c.type === ComponentType.Button);
  const button = buttons.find((b) => b.label === labelOrId) ?? buttons.find((b) => b.custom_id === labelOrId);
  if (!button) {
    const labels = buttons.map((b) => b.label ?? b.custom_id).join(', ');
    throw new Error(`local-discord: no button "${labelOrId}" on message ${message.data.id} (has: ${labels})`);
  }
  if (button.disabled) throw new Error(`local-discord: button "${labelOrId}" is disabled`);
  if (button.style === ButtonStyle.Link || button.style === ButtonStyle.Premium || !button.custom_id) {
    throw new Error(`local-discord: button "${labelOrId}" does not send an interaction`);
  }
  return button as FoundComponent & { custom_id: string };
}

export function findSelect(message: MessageRecord, customId: string, values: string[]): FoundComponent {
  const select = allComponents(message).find(
    (c) => c.custom_id === customId && c.type !== ComponentType.Button,
  );
  if (!select) throw new Error(`local-discord: no select "${customId}" on message ${message.data.id}`);
  if (select.disabled) throw new Error(`local-discord: select "${customId}" is disabled`);
  const min = select.min_values ?? 1;
  const max = select.max_values ?? 1;
  if (values.length < min || values.length > max) {
    throw new Error(`local-discord: select "${customId}" takes ${min}–${max} values, got ${values.length}`);
  }
  if (select.type === ComponentType.StringSelect) {
    const offered = new Set((select.options ?? []).map((o) => o.value));
    const missing = values.filter((v) => !offered.has(v));
    if (missing.length)
      throw new Error(`local-discord: select "${customId}" offers no ${missing.join(', ')}`);
  }
  return select;
}
