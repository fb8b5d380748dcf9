#!/usr/bin/env bash
# A command (the server's tests) on another Node.js major version, in a copy of the checkout:
#   bash scripts/node-version.sh 22 npx jest server/test/db
#   bash scripts/node-version.sh 24 npx jest -c jest.pg.config.js server/test/db
# That Node comes from the npm registry (the `node` package), into a temp folder. better-sqlite3
# is built against a Node's own ABI, so the checkout is copied (hard links, cheap) with a real
# copy of better-sqlite3 rebuilt against that Node's headers; the checkout itself is not touched.
set -euo pipefail
major="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
base="${TMPDIR:-/tmp}/sichu-node-$major"
rm -rf "$base"
mkdir -p "$base/node" "$base/tree"

npm install --prefix "$base/node" --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
bin="$base/node/node_modules/node/bin"
headers="$(dirname "$(dirname "$(dirname "$(find "$base/node" -path '*/include/node/node.h' | head -1)")")")"
export PATH="$bin:$PATH"
echo "node $(node --version) (headers in $headers)"

cd "$root"
for entry in $(ls -A); do
  case "$entry" in .git | data | dist | test-results) continue ;; esac
  if [ "$entry" = node_modules ]; then
    mkdir "$base/tree/node_modules"
    for module in $(ls -A node_modules); do
      [ "$module" = better-sqlite3 ] && continue
      cp -al "node_modules/$module" "$base/tree/node_modules/"
    done
    cp -a node_modules/better-sqlite3 "$base/tree/node_modules/"
  else
    cp -al "$entry" "$base/tree/"
  fi
done

cd "$base/tree/node_modules/better-sqlite3"
rm -rf build
# npm puts its own node-gyp on the script's PATH; the headers are that Node's, not the machine's.
npm_config_nodedir="$headers" npm run --silent build-release >/dev/null
cd "$base/tree"
"${@:2}"
