# syntax=docker/dockerfile:1
# The portal image (decision 0029): built in one stage, run from a slim one with only the
# production dependencies and the built files. Not built by CI (no docker there); see README
# "Scaling out". Build: docker build -t seuiot-portal .

FROM node:20-bookworm AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: the lock is written without other platforms' optional packages
# (the same reason as .ci/run); every version stays the one the lock pins.
RUN npm install --no-audit --no-fund
COPY . .
# Builds the contract, the web app, the console and the server, and writes the .br/.gz files.
RUN npm run build

FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund --omit=dev -w @seuiot/server -w @seuiot/contract \
    && rm -rf apps/web apps/console e2e

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist CONSOLE_DIST=/app/apps/console/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /src/packages/contract/package.json packages/contract/
COPY --from=build /src/packages/contract/dist packages/contract/dist
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/console/dist apps/console/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
