// `npm install` / `npm ci` (the root package's preinstall, issue 38): one line saying what may
// take minutes, so a first install that prints nothing for a while does not look stuck. It
// reads nothing, downloads nothing and always succeeds.
console.log(
  'Kogge: installing; where no ready-made SQLite driver fits this machine, npm builds it from source (python3, make, g++), which may take several minutes with nothing printed meanwhile.',
);
