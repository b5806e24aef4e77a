-- AlterTable
ALTER TABLE "oauth_tokens" ADD COLUMN     "authorization_code_id" UUID;

-- CreateTable
CREATE TABLE "oauth_pending_authorizations" (
    "id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "code_challenge" TEXT NOT NULL,
    "state" TEXT,
    "resource" TEXT,
    "scopes" TEXT[],
    "form_key" TEXT NOT NULL,
    "user_id" UUID,
    "failed_attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_pending_authorizations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "oauth_pending_authorizations_client_id_idx" ON "oauth_pending_authorizations"("client_id");

-- CreateIndex
CREATE INDEX "oauth_tokens_authorization_code_id_idx" ON "oauth_tokens"("authorization_code_id");

-- AddForeignKey
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_authorization_code_id_fkey" FOREIGN KEY ("authorization_code_id") REFERENCES "oauth_authorization_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_pending_authorizations" ADD CONSTRAINT "oauth_pending_authorizations_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "oauth_clients"("client_id") ON DELETE CASCADE ON UPDATE CASCADE;
