// /kogge raid: raid a cog or the city, split one's goods, or take a pile (K-45).
import { actionSubcommand } from '../../src/bot/index';

export const raidCommand = actionSubcommand('raid', 'choice', ['raid', 'splitGoods', 'takePile']);
