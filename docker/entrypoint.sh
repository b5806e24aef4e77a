#!/bin/sh
# Starts the A8 app named by env APP. The image is shared by every app, and an exec-form CMD cannot
# expand ${APP}, hence this script. exec keeps node as the process that receives SIGTERM.
set -eu
cd "$(dirname "$0")/.."

app="${APP:-}"
case "$app" in
  api-gateway | mcp-gateway | judge | fitting-worker)
    exec node "dist/apps/$app/main.js" "$@"
    ;;
  migrate)
    # Run once per release (compose one-shot service, k8s Job), never from app replicas.
    exec node prisma/migrate.mjs deploy "$@"
    ;;
  "")
    echo "entrypoint: APP is not set; use one of: api-gateway mcp-gateway judge fitting-worker migrate" >&2
    exit 64
    ;;
  *)
    echo "entrypoint: unknown APP '$app'; use one of: api-gateway mcp-gateway judge fitting-worker migrate" >&2
    exit 64
    ;;
esac
