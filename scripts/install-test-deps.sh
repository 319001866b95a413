#!/usr/bin/env bash
# Installs what the tests need on a fresh machine with Node 20: the npm packages (npm ci) and
# Debian's Chromium (apt-get, only when /usr/bin/chromium is missing). Nothing else is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium (for the end-to-end tests)..."
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm ci --no-audit --no-fund
