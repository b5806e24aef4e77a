-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "suspended_at" TIMESTAMPTZ(3);
