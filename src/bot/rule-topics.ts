// The /kogge rules topics: a rule in short, in our own words, with the K- decision it rests
// on. Each action's entry (actions/) names the topic that explains it.
export const RULE_TOPICS = [
  'start',
  'bidding',
  'production',
  'guild',
  'movement',
  'offices',
  'market',
  'route',
  'cityTrade',
  'raid',
  'trading',
  'end',
  'hidden',
  // The advanced game's rules (K-70 … K-73), each an option of /kogge new.
  'taxes',
  'officeTrading',
  'conflicts',
  'memory',
] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];
