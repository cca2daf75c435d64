// French for en-rounds.ts (issue 37): manches, exemptions, enregistrement.
import type { enRounds } from '../en-rounds';

export const frRounds = {
  'cmd.league.round.checkin':
    'Ouvrir d’abord l’enregistrement : la manche ne place que ceux qui appuient sur S’enregistrer',
  'cmd.league.round.start':
    'Placer la manche dont l’enregistrement est ouvert : seulement les inscrits enregistrés (admins)',
  'cmd.league.create.byePoints':
    'Points d’un membre qu’une manche ne peut pas placer (exemption ; par défaut aucun)',
  'league.round.opened': '🏆 Manche {round} de {name} :',
  'league.round.running.one':
    'La manche {round} de {name} se joue encore ({count} partie en cours : {games}). Lancez la suivante quand elle sera finie.',
  'league.round.running.other':
    'La manche {round} de {name} se joue encore ({count} parties en cours : {games}). Lancez la suivante quand elles seront finies.',
  'league.round.checkinOpen':
    'L’enregistrement de la manche {round} de {name} est ouvert : placez-la avec `/league manche départ:True`.',
  'league.round.noCheckin':
    'Aucune manche de {name} n’a d’enregistrement ouvert : ouvrez-en un avec `/league manche enregistrement:True`, ou placez tous les inscrits avec `/league manche`.',
  'league.round.stale': 'Une autre manche de {name} a été ouverte au même moment : rien n’a été changé ici.',
  'league.round.sitOut.none': 'Exempté de cette manche (aucun point) : {players}',
  'league.round.sitOut.one': 'Exempté de cette manche ({count} point) : {players}',
  'league.round.sitOut.other': 'Exempté de cette manche ({count} points) : {players}',
  'league.round.checkin.opened':
    '🏆 Manche {round} de {name} : appuyez sur **S’enregistrer** pour y jouer. Un admin place les inscrits enregistrés avec `/league manche départ:True`.',
  'league.round.checkin.button': 'S’enregistrer',
  'league.round.checkin.done': 'Vous êtes enregistré pour la manche {round} de {name} ({count} jusqu’ici).',
  'league.round.checkin.already':
    'Vous étiez déjà enregistré pour la manche {round} de {name} ({count} jusqu’ici).',
  'league.round.checkin.closed': 'L’enregistrement de la manche {round} de {name} est fermé.',
  'league.round.checkin.notMember':
    'Seuls les membres de {name} peuvent s’enregistrer : rejoignez-la d’abord avec `/league rejoindre`.',
  'league.round.restarted':
    'J’ai redémarré pendant l’ouverture des tables de cette manche : certaines ne sont peut-être pas ouvertes. Tapez de nouveau `/league manche` : seules les tables manquantes s’ouvrent et la manche est affichée ; aucune nouvelle manche n’est placée.',
  'league.help.rounds':
    '• Manches : `/league manche` place une manche numérotée une fois les parties de la précédente finies ; les parties en cours comptent comme rencontres, pour ne pas remettre ensemble les mêmes joueurs quand on peut l’éviter. Si les tables ne peuvent pas accueillir tout le monde (5 membres à 3 ou 4 par table : un est exempté), sont exemptés ceux qui l’ont été le moins souvent cette saison, jamais celui exempté à la manche d’avant tant qu’un autre l’a été moins souvent, puis le dernier inscrit. Une exemption rapporte les points d’exemption de la ligue (aucun sauf réglage). `enregistrement:True` affiche d’abord un bouton S’enregistrer ; `départ:True` place ensuite seulement les enregistrés.',
} as const satisfies Record<keyof typeof enRounds, string>;
