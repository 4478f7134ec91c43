#!/usr/bin/env bash
# Prints the bin folder of a Node.js of the major that .nvmrc names: the machine's own when it is
# that major or newer, else the official binary of the exact .nvmrc version from the npm
# registry's node-linux-<arch> package, installed once into a cache folder outside the repository
# (nothing else is downloaded); elsewhere than Linux, or without npm, it says what to install and
# fails. Usage: bin="$(bash scripts/provision-node.sh)" && export PATH="$bin:$PATH"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want="$(tr -d '[:space:]v' < "$root/.nvmrc")"
have="$(node --version 2>/dev/null || echo v0)"
have="${have#v}"
if [ "${have%%.*}" -ge "${want%%.*}" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ "$(uname -s)" != Linux ]; then
  echo "provision-node: Node $want is needed (found ${have:-none}); on $(uname -s), install it yourself (e.g. nvm install $want)" >&2
  exit 1
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "provision-node: Node $want is needed and there is no npm here to fetch it; install Node $want (e.g. nvm install $want)" >&2
  exit 1
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "provision-node: no node-linux package for $(uname -m); install Node $want yourself" >&2; exit 1 ;;
esac
cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/staff-admin-node}/$want"
bin="$cache/node_modules/node-linux-$arch/bin"
if [ ! -x "$bin/node" ]; then
  echo "provision-node: installing node-linux-$arch@$want into $cache" >&2
  npm install --prefix "$cache" --no-save --no-package-lock --no-audit --no-fund "node-linux-$arch@$want" >&2
fi
echo "$bin"
