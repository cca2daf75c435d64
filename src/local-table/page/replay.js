// Issue 21: the local table opens an exported game record and replays it. "Open a game
// record" in the channel header, or a .json file dropped anywhere on the page; the table's
// server checks and replays it (POST /table/replay, guarded like every change: the page's
// Origin, JSON and the per-start secret), and this steps through it as the bot's replay viewer
// does. The file stays in the page; each step sends it again, the server keeps nothing.
import { call, refusalText, showError } from './api.js';
import { h, s } from './state.js';

/** As the server's cap (bridge/replay.ts): a larger file is refused before it is sent. */
const MAX_MB = 2;
/** The server clamps the step to the game's last. */
const LAST = 10000;
const STEPS = ['first', 'roundBack', 'back', 'forward', 'roundForward', 'last'];

let record = null;
const dialog = h('dialog', { id: 'replay', 'aria-labelledby': 'replay-title' });
const input = h('input', {
  type: 'file',
  id: 'replay-file',
  accept: '.json,application/json',
  hidden: true,
  onchange: () => void openFile(input.files?.[0]).finally(() => (input.value = '')),
});
const opener = h('button', {
  type: 'button',
  id: 'replay-open',
  class: 'link-button',
  onclick: () => input.click(),
});

export function setUpReplay() {
  document.head.append(h('link', { rel: 'stylesheet', href: '/page/replay.css' }));
  document.getElementById('channel-header').append(opener, input);
  document.body.append(dialog);
  const carriesFile = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  document.addEventListener('dragover', (event) => {
    if (!carriesFile(event)) return;
    event.preventDefault();
    document.body.classList.add('replay-drop');
  });
  document.addEventListener('dragleave', (event) => {
    if (event.relatedTarget === null) document.body.classList.remove('replay-drop');
  });
  document.addEventListener('drop', (event) => {
    if (!carriesFile(event)) return;
    event.preventDefault();
    document.body.classList.remove('replay-drop');
    void openFile(event.dataTransfer.files[0]);
  });
}

/** The words, once the catalogue has arrived. */
export function labelReplay() {
  opener.textContent = s('replay.open');
  opener.title = s('replay.drop');
  document.body.dataset.dropText = s('replay.drop');
}

async function openFile(file) {
  if (!file) return;
  if (file.size > MAX_MB * 1024 * 1024) return fail(s('replay.tooBig', { max: MAX_MB }));
  try {
    record = JSON.parse(await file.text());
  } catch (error) {
    return fail(s('replay.notJson', { reason: error.message }));
  }
  await show(LAST);
}

async function show(step) {
  try {
    draw(await call('POST', '/table/replay', { record, step }));
  } catch (error) {
    fail(refusalText(error));
  }
}

function fail(text) {
  showError(new Error(text));
}

function draw(answer) {
  const happened = answer.lines.length
    ? answer.lines
    : [s(answer.step === 0 ? 'replay.setUp' : 'replay.quiet')];
  const buttons = STEPS.map((name) => {
    const to = answer.targets[name];
    return h(
      'button',
      {
        type: 'button',
        class: 'btn style-2',
        disabled: to === null,
        dataset: { step: name },
        onclick: () => void show(to),
      },
      s(`replay.${name}`),
    );
  });
  dialog.replaceChildren(
    h('h2', { id: 'replay-title' }, s('replay.title', { game: answer.game })),
    // The sentence is written for Discord, where `…` marks the commitment as code.
    h(
      'p',
      { class: `replay-verdict ${answer.holds ? 'holds' : 'changed'}` },
      answer.verdict.replaceAll('`', ''),
    ),
    h(
      'p',
      { class: 'replay-step' },
      s('replay.step', { step: answer.step, steps: answer.steps, round: answer.round }),
    ),
    h('ul', { class: 'replay-lines' }, ...happened.map((line) => h('li', {}, line))),
    // The buttons above the board, so a tall board never pushes them out of sight.
    h('nav', { class: 'replay-buttons' }, ...buttons),
    h('img', { class: 'replay-board', src: answer.image.src, alt: answer.image.description }),
    h(
      'footer',
      {},
      h('button', { type: 'button', class: 'btn style-1', onclick: () => dialog.close() }, s('replay.close')),
    ),
  );
  if (!dialog.open) dialog.showModal();
}
