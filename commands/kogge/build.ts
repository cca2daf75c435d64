// /kogge build: build an office (K-40) or take one's office goods (K-34).
import { actionSubcommand } from '../../src/bot/index';

export const buildCommand = actionSubcommand('build', 'what', ['buildOffice', 'collectOffice']);
