#!/usr/bin/env bash
# Bytes on the wire for the home page: its HTML and every script its index.html references (the entry and
# its modulepreloads) plus its stylesheet, for Accept-Encoding identity, gzip and br. Body bytes as sent
# (curl without --compressed keeps them encoded), headers not counted.
# Usage: bash bench/compression/measure.sh [BASE_URL]   (default http://127.0.0.1:4361, a running production build)
set -euo pipefail
base="${1:-http://127.0.0.1:4361}"

size() { # url encoding -> "bytes content-encoding"
  curl -s -o /dev/null -H "Accept-Encoding: $2" -w '%{size_download} %header{content-encoding}\n' "$1"
}

html=$(curl -s -H 'Accept-Encoding: identity' "$base/")
mapfile -t js < <(grep -oE '(src|href)="/assets/[^"]+\.js"' <<<"$html" | sed -E 's/.*"(\/assets\/[^"]+)"/\1/' | sort -u)
mapfile -t css < <(grep -oE 'href="/assets/[^"]+\.css"' <<<"$html" | sed -E 's/.*"(\/assets\/[^"]+)"/\1/' | sort -u)

printf '| what | files (sent compressed) | identity | gzip | br | br saves |\n|---|---:|---:|---:|---:|---:|\n'
row() { # label path...
  local label=$1; shift
  local id=0 gz=0 br=0 n=0 z=0
  for p in "$@"; do
    read -r a _ < <(size "$base$p" identity); id=$((id + a))
    read -r b _ < <(size "$base$p" gzip); gz=$((gz + b))
    read -r c enc < <(size "$base$p" br); br=$((br + c)); [[ $enc == br ]] && z=$((z + 1))  # files under 1 KB go as they are
    n=$((n + 1))
  done
  printf '| %s | %d (%d) | %d | %d | %d | %d%% |\n' "$label" "$n" "$z" "$id" "$gz" "$br" $(( (id - br) * 100 / id ))
}
row 'home page HTML (`/`)' /
row 'JS referenced by index.html' "${js[@]}"
row 'CSS referenced by index.html' "${css[@]}"
row 'HTML + JS + CSS' / "${js[@]}" "${css[@]}"
row '`/sitemap.xml`' /sitemap.xml

# A search page's GraphQL answer: the first 24 franchises with their categories.
query='{"query":"{ franchiseSearch(page: {page: 1, pageSize: 24}) { total items { id name location categories { id name } } } }"}'
gql() { curl -s -o /dev/null -X POST -H 'Content-Type: application/json' -H "Accept-Encoding: $1" --data "$query" -w '%{size_download} %header{content-encoding}\n' "$base/graphql"; }
read -r a _ < <(gql identity); read -r b _ < <(gql gzip); read -r c enc < <(gql br)
printf '| GraphQL `franchiseSearch`, 24 items | 1 (%d) | %d | %d | %d | %d%% |\n' "$([[ $enc == br ]] && echo 1 || echo 0)" "$a" "$b" "$c" $(( (a - c) * 100 / a ))
