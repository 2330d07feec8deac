# syntax=docker/dockerfile:1
#
# The shop's images, one target per role, each running exactly the role command `npm run test:cluster` runs on this
# machine (cluster/cluster.mts):
#   docker build --target api     -t bookshop-api .       npm run api      (HTTP only with JOBS=off)
#   docker build --target worker  -t bookshop-worker .    npm run worker   (mail outbox, unpaid-order expiry, sweeps)
#   docker build --target store   -t bookshop-store .     npm run store    (the shell's server: renders the pages)
#   docker build --target migrate -t bookshop-migrate .   npm run migrate  (the release step: migrations, a new shop)
#   docker build --target remotes -t bookshop-remotes .   uploads the remotes' builds to the bucket, promotes them
# Pass the commit as the build's version: --build-arg MF_BUILD_VERSION=$(git describe --tags --always --dirty).
# compose.yaml builds and runs them all. No Docker engine and no image registry are reachable where this file was
# written: it has not been built there; the cluster test proves the commands it runs.

ARG NODE_IMAGE=node:20-bookworm-slim

# Dependencies of every workspace, from the manifests only (this layer is rebuilt only when they change).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-cart/package.json mf-cart/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY e2e/package.json e2e/
# The shared workspaces are small, and their package.json files sit one folder down each: copied whole.
COPY shared/ shared/
# `npm install`, as .ci/run does, not `npm ci`: the lockfile holds this platform's optional native binaries only
# (swc, rspack…), and `npm ci` refuses it as out of sync. The browsers of the e2e workspace are not downloaded.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install --no-audit --no-fund

# The five front-end apps built (webpack): the shell's dist (with its server renderer) and each remote's dist.
FROM deps AS build
ARG MF_BUILD_VERSION
ENV MF_BUILD_VERSION=${MF_BUILD_VERSION}
COPY . .
RUN test -n "$MF_BUILD_VERSION" || { echo 'Pass --build-arg MF_BUILD_VERSION=<commit>: a deployed version is named by it' >&2; exit 1; } \
 && npm run build

# What every role runs from: the sources, the installed modules and the builds. The API runs its TypeScript with
# tsx, as `npm start` does; the store's server reads shell/dist.
FROM ${NODE_IMAGE} AS runtime
ARG MF_BUILD_VERSION
ENV MF_BUILD_VERSION=${MF_BUILD_VERSION}
WORKDIR /app
COPY --from=build /app /app
USER node

FROM runtime AS migrate
CMD ["npm", "run", "migrate"]

FROM runtime AS api
# Inside a container the API listens on every interface; the balancer is the one allowed to say who the client is
# (TRUST_PROXY, set by the deployment).
ENV API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
CMD ["npm", "run", "api"]

FROM runtime AS worker
ENV WORKER_HOST=0.0.0.0 WORKER_PORT=4020
EXPOSE 4020
CMD ["npm", "run", "worker"]

FROM runtime AS store
# A store on a non-loopback address refuses to start while the shop has demo accounts (never seed them here).
ENV STORE_HOST=0.0.0.0 STORE_PORT=3000
EXPOSE 3000
CMD ["npm", "run", "store"]

# The remotes' files live in the bucket behind a CDN, not on a node: this one-shot uploads each remote's build as an
# immutable version (`npm run deploy`, a no-op for a version already there) and promotes it (a no-op when it is
# already live). Running the image is releasing the commit it was built from; `npm run release -- rollback <remote>`
# goes back. Needs RELEASES_BUCKET, DEPLOY_BASE_URL and the S3 settings (compose.yaml sets them).
FROM runtime AS remotes
CMD ["sh", "-ec", "for remote in mf-catalog mf-cart mf-account mf-admin; do npm run --silent deploy -w \"$remote\"; npm run --silent release -- promote \"$remote@$MF_BUILD_VERSION\"; done"]
