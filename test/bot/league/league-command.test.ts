// /league as Discord registers it: every description within Discord's 100 characters (and a
// name Discord accepts), the check shown to catch a description one character too long.
import { describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption } from 'discord.js';
import { data } from '../../../commands/league';

type Described = { name: string; description: string; options?: Described[]; choices?: { name: string }[] };

/** Every description, choice name and option name in the command, with its path. */
function texts(node: Described, path = ''): { path: string; description: string; name: string }[] {
  const here = `${path}/${node.name}`;
  const own = [{ path: here, description: node.description, name: node.name }];
  const choices = (node.choices ?? []).map((c) => ({
    path: `${here}#choice`,
    description: c.name,
    name: 'x',
  }));
  return [...own, ...choices, ...(node.options ?? []).flatMap((o) => texts(o, here))];
}

function faults(command: Described): string[] {
  return texts(command).flatMap((x) => [
    ...(x.description.length < 1 || x.description.length > 100 ? [`${x.path}: ${x.description.length}`] : []),
    ...(/^[-_\p{Ll}\p{N}]{1,32}$/u.test(x.name) ? [] : [`${x.path}: bad name`]),
  ]);
}

describe('/league as registered', () => {
  const json = data.toJSON() as unknown as Described;

  it('every description and choice is 1 to 100 characters, every name a valid one', () => {
    expect(texts(json).length).toBeGreaterThan(20);
    expect(faults(json)).toEqual([]);
  });

  it('control: a description of 101 characters is caught', () => {
    const long = { ...json, options: [...(json.options ?? []), { name: 'x', description: 'a'.repeat(101) }] };
    expect(faults(long as Described)).toEqual(['/league/x: 101']);
  });

  it('has the subcommands of the bot side of issue 23', () => {
    const subs = ((json.options ?? []) as unknown as APIApplicationCommandOption[]).map((o) => o.name);
    expect(subs).toEqual(
      expect.arrayContaining(['create', 'join', 'leave', 'roster', 'game', 'standings', 'board']),
    );
  });
});
