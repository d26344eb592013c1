#!/bin/sh
# Run by the postgres image once, when its data volume is first created (docker-entrypoint-initdb.d):
# one login role per service, each owning its own schema (service-roles.psql; docker/README.md).
set -eu
: "${IDENTITY_DB_PASSWORD:?set IDENTITY_DB_PASSWORD in docker/.env}"
: "${ASSETS_DB_PASSWORD:?set ASSETS_DB_PASSWORD in docker/.env}"
: "${WORK_ORDERS_DB_PASSWORD:?set WORK_ORDERS_DB_PASSWORD in docker/.env}"
: "${BILLING_DB_PASSWORD:?set BILLING_DB_PASSWORD in docker/.env}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=dbname="$POSTGRES_DB" \
  --set=identity_role=wo_identity \
  --set=assets_role=wo_assets \
  --set=work_orders_role=wo_work_orders \
  --set=billing_role=wo_billing \
  --set=identity_password="$IDENTITY_DB_PASSWORD" \
  --set=assets_password="$ASSETS_DB_PASSWORD" \
  --set=work_orders_password="$WORK_ORDERS_DB_PASSWORD" \
  --set=billing_password="$BILLING_DB_PASSWORD" \
  --file=/docker-entrypoint-initdb.d/service-roles.psql
