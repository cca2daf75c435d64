// Audits of what the bot sent, read from the local Discord's REST call log (each call keeps
// its JSON or `payload_json`): every message payload sets `allowed_mentions` and never lets
// @everyone or roles through (issue 8), and the public board post is edited in place while
// the same players decide, with a new post only when the decision passes to someone else.
import { publicView, type GameState } from '../../src/engine/index';
import type { RestCall } from '../../src/local-discord';

export interface CallFinding {
  call: number;
  what: string;
}

type Json = Record<string, unknown>;

/** Interaction callback types that carry a message: 4 reply, 7 update (docs "Receiving and Responding"). */
const MESSAGE_CALLBACKS = new Set([4, 7]);

/** The message payload a successful call sent, or undefined when it sent none. */
export function messagePayload(call: RestCall): Json | undefined {
  if (call.status >= 300 || !call.json) return undefined;
  const { method, route, json } = call;
  if (route === '/interactions/:interaction/:token/callback') {
    return MESSAGE_CALLBACKS.has(Number(json.type)) ? ((json.data ?? {}) as Json) : undefined;
  }
  const sends =
    (method === 'POST' && route === '/channels/:channel/messages') ||
    (method === 'PATCH' && route === '/channels/:channel/messages/:message') ||
    (method === 'POST' && route === '/webhooks/:app/:token') ||
    (method === 'PATCH' && route === '/webhooks/:app/:token/messages/:message');
  return sends ? json : undefined;
}

/** Every message payload sets allowed_mentions, and none allows @everyone/@here or roles. */
export function mentionFindings(calls: readonly RestCall[]): CallFinding[] {
  const findings: CallFinding[] = [];
  calls.forEach((call, i) => {
    const payload = messagePayload(call);
    if (!payload) return;
    const allowed = payload.allowed_mentions as { parse?: string[]; roles?: string[] } | undefined;
    const where = `${call.method} ${call.route}`;
    if (!allowed || typeof allowed !== 'object') {
      findings.push({ call: i, what: `no allowed_mentions: ${where}` });
      return;
    }
    const parse = allowed.parse;
    if (!Array.isArray(parse)) findings.push({ call: i, what: `allowed_mentions without parse: ${where}` });
    for (const kind of parse ?? [])
      if (kind !== 'users') findings.push({ call: i, what: `allows ${kind}: ${where}` });
    if ((allowed.roles ?? []).length > 0) findings.push({ call: i, what: `allows roles: ${where}` });
  });
  return findings;
}

/** A public board post or edit in the thread, with the state version its image shows. */
export interface BoardCall {
  call: number;
  kind: 'post' | 'edit';
  /** The edited message's id; for a post, the id the local Discord answered it with. */
  messageId?: string;
  version: number;
  payload: Json;
}

export function boardCalls(calls: readonly RestCall[], thread: string): BoardCall[] {
  const out: BoardCall[] = [];
  calls.forEach((call, i) => {
    const payload = messagePayload(call);
    if (!payload || !call.path.includes(`/channels/${thread}/messages`)) return;
    // A refused call (rate limit, a bad edit) changed nothing in the thread.
    if (call.status >= 300) return;
    // The image's name says the state version it shows (bot/board-image.ts).
    const version = (call.files ?? [])
      .map((name) => /^kogge-board-(\d+)\.png$/.exec(name)?.[1])
      .find((v) => v !== undefined);
    if (version === undefined) return;
    const kind = call.method === 'POST' ? 'post' : 'edit';
    const messageId = kind === 'edit' ? call.path.split('/').pop() : call.resultId;
    out.push({ call: i, kind, messageId, version: Number(version), payload });
  });
  return out;
}

/** Who must decide in a state: the players the public view says are awaited. */
export function awaitedIn(state: GameState): number[] {
  const view = publicView(state);
  if (view.phase.kind === 'ended') return [];
  return [...new Set(view.awaiting.filter((a) => a.decision !== 'tradeOffer').map((a) => a.player))].sort();
}

/**
 * The decision passes on when someone is awaited who was not before (a simultaneous choice
 * that shrinks as players answer stays with the same post), and at the game's end.
 */
export function passesOn(before: GameState, after: GameState): boolean {
  if (publicView(after).phase.kind === 'ended') return publicView(before).phase.kind !== 'ended';
  const was = new Set(awaitedIn(before));
  return awaitedIn(after).some((p) => !was.has(p));
}

/**
 * One post per change of the awaited players: each board post must follow a state where the
 * decision passed on since the previous post, and each edit must stay within the same
 * players' decisions and target the current post. `postIds` are the ids of the board posts
 * in order (from the thread).
 */
export function postFindings(board: BoardCall[], postIds: string[], states: GameState[]): CallFinding[] {
  const findings: CallFinding[] = [];
  let current: { id: string; version: number } | undefined;
  let posts = 0;
  const passedBetween = (from: number, to: number) => {
    for (let v = from; v < to; v++) {
      const a = states[v];
      const b = states[v + 1];
      if (a && b && passesOn(a, b)) return true;
    }
    return false;
  };
  for (const b of board) {
    if (b.kind === 'post') {
      // The id the post was answered with; without it (hand-made calls), the thread's order.
      const id = b.messageId ?? postIds[posts] ?? `unknown-${b.call}`;
      posts += 1;
      if (current && !passedBetween(current.version, b.version))
        findings.push({
          call: b.call,
          what: `a new post at version ${b.version} while the same players decide`,
        });
      current = { id, version: b.version };
      continue;
    }
    if (!current || b.messageId !== current.id) {
      findings.push({ call: b.call, what: `an edit of ${b.messageId ?? '?'}, not the current post` });
      continue;
    }
    if (passedBetween(current.version, b.version))
      findings.push({
        call: b.call,
        what: `the decision passed on by version ${b.version} but the post was edited`,
      });
  }
  return findings;
}

/** How often the decision passed on over the whole game: the most board posts it may take. */
export function changesOfAwaited(states: GameState[]): number {
  let changes = 0;
  for (let v = 0; v + 1 < states.length; v++) {
    const a = states[v];
    const b = states[v + 1];
    if (a && b && passesOn(a, b)) changes += 1;
  }
  return changes;
}
