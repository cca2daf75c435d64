// What a client may send on the gateway, checked before anything acts on it. A frame that
// is not a payload, or not the payload its opcode needs, closes that one connection with
// Discord's close code (docs "Opcodes and Status Codes › Gateway Close Event Codes") and
// touches nothing else: one bad client must never end the whole server.
import { GatewayCloseCodes, GatewayOpcodes } from 'discord-api-types/v10';
import { z } from 'zod';
import type { MembersRequest } from './payloads';

/** docs "Gateway › Sending Events": a payload "must not exceed 4096 bytes" (else 4002). */
export const MAX_PAYLOAD_BYTES = 4096;
/**
 * Frames larger than this are not even read into memory: the WebSocket layer closes with
 * 1009 (RFC 6455 "message too big") before the gateway sees them.
 */
export const MAX_FRAME_BYTES = 64 * 1024;
/** docs "Gateway › Rate Limiting": 120 events per connection every 60 seconds (else 4008). */
export const EVENTS_PER_MINUTE = 120;

export interface Close {
  code: GatewayCloseCodes;
  reason: string;
}

export type ClientFrame =
  | { op: GatewayOpcodes.Heartbeat }
  | { op: GatewayOpcodes.Identify; d: { token: string; intents: number; shard?: [number, number] } }
  | { op: GatewayOpcodes.Resume; d: { token: string; session_id: string; seq: number } }
  | { op: GatewayOpcodes.RequestGuildMembers; d: MembersRequest }
  | { op: GatewayOpcodes.PresenceUpdate | GatewayOpcodes.VoiceStateUpdate };

export const CLOSE = {
  decode: { code: GatewayCloseCodes.DecodeError, reason: 'Error while decoding payload.' },
  unknownOpcode: { code: GatewayCloseCodes.UnknownOpcode, reason: 'Unknown opcode.' },
  notAuthenticated: { code: GatewayCloseCodes.NotAuthenticated, reason: 'Not authenticated.' },
  invalidIntents: { code: GatewayCloseCodes.InvalidIntents, reason: 'Invalid intent(s).' },
  rateLimited: { code: GatewayCloseCodes.RateLimited, reason: 'You are being rate limited.' },
  invalidShard: { code: GatewayCloseCodes.InvalidShard, reason: 'Invalid shard.' },
  shardingRequired: { code: GatewayCloseCodes.ShardingRequired, reason: 'Sharding required.' },
} as const satisfies Record<string, Close>;

const Snowflake = z.string().regex(/^\d{1,20}$/);

// docs "Gateway Events › Identify Structure": token, properties and intents are required;
// `shard` is [shard_id, num_shards] (docs "Gateway › Sharding"), checked by the server (4010).
const Identify = z.object({
  token: z.string(),
  properties: z.record(z.string(), z.unknown()),
  intents: z.unknown(),
  shard: z.tuple([z.number().int(), z.number().int()]).optional(),
});
// docs "Gateway Events › Resume Structure".
const Resume = z.object({ token: z.string(), session_id: z.string(), seq: z.number().int() });
// docs "Gateway Events › Request Guild Members Structure".
const RequestMembers = z.object({
  guild_id: Snowflake,
  query: z.string().optional(),
  limit: z.number().int().min(0).optional(),
  presences: z.boolean().optional(),
  user_ids: z.union([Snowflake, z.array(Snowflake).max(100)]).optional(),
  nonce: z.string().max(32).optional(),
});
// docs "Gateway Events › Heartbeat": d is the last sequence number, or null.
const Heartbeat = z.number().int().nullable();
const AnyObject = z.record(z.string(), z.unknown());

/** docs "Gateway › List of Intents": no bit above DIRECT_MESSAGE_POLLS (1 << 25). */
const KNOWN_INTENTS = (1 << 26) - 1;

/** The frame as a payload the server can act on, or the close it earns. */
export function readFrame(raw: Buffer): ClientFrame | Close {
  if (raw.length > MAX_PAYLOAD_BYTES) return CLOSE.decode;
  let payload: unknown;
  try {
    payload = JSON.parse(raw.toString('utf8'));
  } catch {
    return CLOSE.decode;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return CLOSE.decode;
  const { op, d } = payload as { op?: unknown; d?: unknown };
  if (typeof op !== 'number') return CLOSE.decode;
  return byOpcode(op, d);
}

// 4001 is "an invalid Gateway opcode or an invalid payload for an opcode".
function byOpcode(op: number, d: unknown): ClientFrame | Close {
  switch (op) {
    case GatewayOpcodes.Heartbeat:
      return Heartbeat.safeParse(d).success ? { op } : CLOSE.unknownOpcode;
    case GatewayOpcodes.Identify: {
      const parsed = Identify.safeParse(d);
      if (!parsed.success) return CLOSE.unknownOpcode;
      const intents = parsed.data.intents;
      if (
        !Number.isInteger(intents) ||
        (intents as number) < 0 ||
        ((intents as number) & ~KNOWN_INTENTS) !== 0
      ) {
        return CLOSE.invalidIntents;
      }
      return { op, d: { token: parsed.data.token, intents: intents as number, shard: parsed.data.shard } };
    }
    case GatewayOpcodes.Resume: {
      const parsed = Resume.safeParse(d);
      return parsed.success ? { op, d: parsed.data } : CLOSE.unknownOpcode;
    }
    case GatewayOpcodes.RequestGuildMembers: {
      const parsed = RequestMembers.safeParse(d);
      return parsed.success ? { op, d: parsed.data } : CLOSE.unknownOpcode;
    }
    case GatewayOpcodes.PresenceUpdate:
    case GatewayOpcodes.VoiceStateUpdate:
      return AnyObject.safeParse(d).success ? { op } : CLOSE.unknownOpcode;
    default:
      return CLOSE.unknownOpcode;
  }
}

export function isClose(frame: ClientFrame | Close): frame is Close {
  return 'code' in frame;
}
