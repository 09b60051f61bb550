import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import VideoViewer from "./VideoViewer";

/** jsdom's <video> has no playback: give it a settable clock and a duration. */
function fakeClock(video: HTMLVideoElement, duration: number) {
  let time = 0;
  Object.defineProperty(video, "duration", { configurable: true, get: () => duration });
  Object.defineProperty(video, "readyState", { configurable: true, get: () => 1 });
  Object.defineProperty(video, "currentTime", {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
}

describe("VideoViewer", () => {
  it("starts at the remembered position, and an early time of 0 is neither saved nor kept", () => {
    const onTime = vi.fn();
    const { container } = render(
      <VideoViewer
        url="/api/files/x.webm"
        title="Lecture"
        startAt={7}
        onTime={onTime}
        onEnded={() => {}}
        onExpired={() => {}}
      />,
    );
    const video = container.querySelector("video") as HTMLVideoElement;
    fakeClock(video, 12);
    fireEvent.timeUpdate(video); // Chromium may send one before the metadata
    fireEvent.pause(video);
    expect(onTime).not.toHaveBeenCalled();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(7);
    fireEvent.seeked(video);
    expect(onTime).toHaveBeenLastCalledWith(7, true);
  });

  it("near the end it starts over instead of landing on the last frame", () => {
    const { container } = render(
      <VideoViewer
        url="/api/files/x.webm"
        title="Lecture"
        startAt={11}
        onTime={() => {}}
        onEnded={() => {}}
        onExpired={() => {}}
      />,
    );
    const video = container.querySelector("video") as HTMLVideoElement;
    fakeClock(video, 12);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
  });
});
