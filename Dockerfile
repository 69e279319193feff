# The app image: builds the site once, then runs the server. Point DATABASE_URL at PostgreSQL in production.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# No system fonts are installed, nor needed: share cards draw their text (Latin, Devanagari, emoji) with the fonts
# of the @fontsource npm packages, handed to sharp's renderer at start (docs/i18n.md, "Fonts").
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# tsx runs the TypeScript server directly; the client was built above, so start does not rebuild it.
CMD ["npx", "tsx", "scripts/start.ts"]
