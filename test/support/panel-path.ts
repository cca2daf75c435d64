// The clicks that lead a person from their main panel to one action, found the way a person
// would: through the panel's own buttons and menus (nav, pick, do), never by typing the
// action. The tutorial tests use it to show each scripted step can be done from the panel it
// explains, and the end-to-end test replays the same clicks through the local Discord.
import { sameValue, type Action } from '../../src/engine/index';
import { decodeMove } from '../../src/bot/action-codec';
import { parseComponentId } from '../../src/bot/custom-id';
import { picked } from '../../src/bot/handlers/panel';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import type { PanelContext } from '../../src/bot/panel/panel-context';

/** One click: a control by its id's kind and arguments, with the values chosen in a menu. */
export interface PanelClick {
  kind: string;
  args: string[];
  values?: string[];
}

interface Control {
  custom_id: string;
  options?: { value: string }[];
}

export const controlsOf = (panel: { components: unknown[] }): Control[] =>
  panel.components.flatMap((row) => (row as { components: Control[] }).components);

/** The clicks from the main panel to `action` (the last one applies it); null when none leads there. */
export function pathTo(ctx: PanelContext, action: Action, maxClicks = 4): PanelClick[] | null {
  const seen = new Set<string>();
  let frontier: { section: string[]; path: PanelClick[] }[] = [{ section: ['main'], path: [] }];
  for (let depth = 0; depth < maxClicks && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { section, path } of frontier) {
      const key = section.join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const panel: Panel = buildPanel(ctx, section);
      for (const control of controlsOf(panel)) {
        const id = parseComponentId(control.custom_id);
        if (!id) continue;
        const click = (values?: string[]): PanelClick => ({ kind: id.kind, args: id.args, values });
        if (id.kind === 'do') {
          const codes = control.options ? control.options.map((o) => o.value) : [id.args[0] ?? ''];
          const found = codes.find((code) => sameValue(decodeMove(code, ctx.player), action));
          if (found !== undefined) return [...path, click(control.options ? [found] : undefined)];
        } else if (id.kind === 'nav') next.push({ section: id.args, path: [...path, click()] });
        else if (id.kind === 'pick')
          for (const { value } of control.options ?? [])
            next.push({ section: picked(id.args, [value]), path: [...path, click([value])] });
      }
    }
    frontier = next;
  }
  return null;
}

/** The control of `panel` a click names (the same kind and arguments), or undefined. */
export function controlFor(panel: { components: unknown[] }, click: PanelClick): string | undefined {
  return controlsOf(panel)
    .map((c) => c.custom_id)
    .find((customId) => {
      const id = parseComponentId(customId);
      return id?.kind === click.kind && id.args.join('|') === click.args.join('|');
    });
}
