# Foyer in a container (docs/operations.md "Container"): the same build and the same start command
# as the systemd set-up (deploy/foyer.service), on Debian 12 with Node 20.
# Build: docker build -t foyer .   Run with PostgreSQL: docker compose up -d (compose.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /opt/foyer
# The workspaces' manifests first, so `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# The development packages stay: `npm run staff` and `npm run catalog` run TypeScript with tsx.
COPY --from=build /opt/foyer /opt/foyer
COPY foyer.config.yaml /etc/foyer/foyer.config.yaml
RUN groupadd --system foyer \
  && useradd --system --gid foyer --home-dir /var/lib/foyer --shell /usr/sbin/nologin foyer \
  && install -d -o foyer -g foyer -m 0750 /var/lib/foyer
WORKDIR /opt/foyer
# As deploy/foyer.service, except HOST: in a container the shop listens on every interface of
# its own network, and the port is published to the host's nginx only (compose.yaml).
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  FOYER_CONFIG=/etc/foyer/foyer.config.yaml \
  FOYER_DATA_DIR=/var/lib/foyer
USER foyer
VOLUME ["/var/lib/foyer"]
EXPOSE 3000
CMD ["node", "--max-old-space-size=256", "--enable-source-maps", "apps/server/dist/main.js"]
