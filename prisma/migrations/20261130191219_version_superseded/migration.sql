-- AlterEnum
ALTER TYPE "model_version_state" ADD VALUE 'superseded';
